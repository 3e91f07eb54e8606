import { useMutation, useQueryClient } from '@tanstack/react-query'
import { LoaderCircle, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog'
import { useToast } from '../../../components/ui/use-toast'
import { describeApiError } from '../../../lib/api-client'
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
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="text-danger">
          <Trash2 aria-hidden="true" />
          Delete project
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete “{projectName}”?</DialogTitle>
          <DialogDescription>
            The project, its budget and progress are deleted. Its estimates and reports stay in your account, filed
            under no project.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep project</Button>
          </DialogClose>
          <Button variant="destructive" disabled={mutation.isPending} onClick={() => mutation.mutate()}>
            {mutation.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            Delete project
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
