import { PictureCardSkeletons } from '@/components/lists/picture-card-skeletons';
import { Skeletons } from '@/components/ui/skeletons';

export const SERVICE_GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** Cards shaped like service cards while they load. */
export function ServiceGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <PictureCardSkeletons gridClassName={SERVICE_GRID} imageClassName="aspect-[3/2]" count={count}>
      <Skeletons className="flex items-center gap-2.5" shapes={['size-9 rounded-full', 'h-4 w-32']} />
      <Skeletons shapes={['h-5 w-5/6', 'h-5 w-2/3']} />
      <Skeletons className="flex justify-between pt-2" shapes={['h-4 w-20', 'h-4 w-16']} />
    </PictureCardSkeletons>
  );
}
