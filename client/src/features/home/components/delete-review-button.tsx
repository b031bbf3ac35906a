import { toast } from 'react-toastify/unstyled';
import { messages } from '#shared/messages.ts';
import { useDeleteReview } from '../api/delete-review.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';

interface DeleteReviewButtonProps {
  reviewId: string;
  /** Id of the element naming the reviewer, so each card's button says whose review it deletes. */
  describedBy: string;
}

/**
 * The admin's "Delete review" on a home-page review card. Its own lazy chunk: visitors and buyers,
 * most of the home page's traffic, never download it.
 */
export function DeleteReviewButton({ reviewId, describedBy }: DeleteReviewButtonProps) {
  const deletion = useDeleteReview();

  const remove = async () => {
    if (!window.confirm(messages.confirmDelete)) return;
    try {
      // mutateAsync: the card, and this button with it, unmounts as soon as the review is gone.
      await deletion.mutateAsync(reviewId);
      toast.success(messages.reviews.deleted);
    } catch {
      // The error toast is the MutationCache's (lib/query-client.ts).
    }
  };

  return (
    <BusyButton
      busy={deletion.isPending}
      spinner="xs"
      type="button"
      className="btn btn-sm btn-error self-start"
      aria-describedby={describedBy}
      onClick={() => void remove()}
    >
      {messages.reviews.deleteReview}
    </BusyButton>
  );
}
