import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { ConfirmDialog } from '#client/components/confirm-dialog'
import { Button } from '#client/components/ui/button'
import { useToast } from '#client/components/ui/use-toast'
import { describeApiError } from '#client/lib/api-client'
import { deleteProject, PROJECTS_QUERY_KEY } from '../projects-api'

/** 'Delete project' behind a confirmation; the estimates stay in the account. */
export function DeleteProjectButton({
  projectId,
  projectName,
  onDeleted,
}: {
  projectId: string
  projectName: string
  onDeleted: () => void
}) {
  const [open, setOpen] = useState(false)
  const queryClient = useQueryClient()
  const { toast } = useToast()
  const mutation = useMutation({
    mutationFn: () => deleteProject(projectId),
    onSuccess: async () => {
      setOpen(false)
      await queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY })
      await queryClient.invalidateQueries({ queryKey: ['/api/dashboard'] })
      toast({ title: 'Project deleted', description: 'Its estimates are still in your account.' })
      onDeleted()
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Not deleted', description: describeApiError(error) }),
  })
  return (
    <>
      <Button variant="outline" className="text-danger" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" />
        Delete project
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Delete “${projectName}”?`}
        description="The project, its budget and progress are deleted. Its estimates and reports stay in your account, filed under no project."
        keepLabel="Keep project"
        confirmLabel="Delete project"
        confirmVariant="destructive"
        isPending={mutation.isPending}
        onConfirm={() => mutation.mutate()}
      />
    </>
  )
}
