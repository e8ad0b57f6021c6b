import { SERVICE_FORM_TEXT, type ServiceDetail, SHELL_TEXT, SHOP_TEXT, TOASTS } from '@ibh/contract';
import { ArrowLeft } from 'lucide-react';
import toast from 'react-hot-toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useFloors } from '../../api/floors';
import { useCreateService, useUpdateService } from '../../api/my-services';
import { useService } from '../../api/service';
import { useRunAction } from '../../hooks/use-run-action';
import { EMPTY_SERVICE_FORM, type Floors, serviceToForm } from '../../lib/service-form';
import { PublishButton } from '../publish-button';
import { ImageField } from './image-field';
import { ServiceForm } from './service-form';

interface EditorProps {
  /** null: a new service. */
  serviceId: string | null;
  onDone: () => void;
  /** After creating: the editor of the new service, where its images are added. */
  onCreated: (id: string) => void;
}

function EditorHeader({
  title,
  service,
  onBack,
}: {
  title: string;
  service?: ServiceDetail;
  onBack: () => void;
}) {
  const { run, busy } = useRunAction(service?.id ?? '');
  const published = service?.status === 'published';
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="ghost" onClick={onBack} className="-ml-2">
        <ArrowLeft aria-hidden className="size-4" />
        {SERVICE_FORM_TEXT.back}
      </Button>
      <h2 className="w-full text-xl font-semibold text-ink">{title}</h2>
      {service ? (
        <div className="flex w-full flex-wrap items-center gap-3">
          <Badge tone={published ? 'success' : 'neutral'}>
            {published ? SHOP_TEXT.live : SHOP_TEXT.draft}
          </Badge>
          <PublishButton published={published} busy={busy} run={run} />
        </div>
      ) : null}
    </div>
  );
}

function CreateService({ floors, onDone, onCreated }: Omit<EditorProps, 'serviceId'> & { floors: Floors }) {
  const create = useCreateService();
  return (
    <div className="flex flex-col gap-6">
      <EditorHeader title={SERVICE_FORM_TEXT.createTitle} onBack={onDone} />
      <FormAlert tone="info">{SERVICE_FORM_TEXT.saveFirst}</FormAlert>
      <ServiceForm
        initial={EMPTY_SERVICE_FORM}
        floors={floors}
        submitLabel={SERVICE_FORM_TEXT.create}
        onCancel={onDone}
        onSubmit={async (request) => {
          const service = await create.mutateAsync(request);
          toast.success(SHOP_TEXT.saved, { duration: TOASTS.success });
          onCreated(service.id);
        }}
      />
    </div>
  );
}

function EditService({
  service,
  floors,
  onDone,
}: {
  service: ServiceDetail;
  floors: Floors;
  onDone: () => void;
}) {
  const update = useUpdateService(service.id);
  return (
    <div className="flex flex-col gap-6">
      <EditorHeader title={SERVICE_FORM_TEXT.editTitle} service={service} onBack={onDone} />
      <section className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-sm sm:p-6">
        <h2 className="text-base font-semibold text-ink">{SERVICE_FORM_TEXT.images}</h2>
        <div className="grid grid-cols-1 gap-6 md:grid-cols-[2fr_1fr]">
          <ImageField serviceId={service.id} kind="banner" url={service.bannerUrl} />
          <ImageField serviceId={service.id} kind="thumbnail" url={service.thumbUrl} />
        </div>
      </section>
      <ServiceForm
        initial={serviceToForm(service)}
        floors={floors}
        submitLabel={SERVICE_FORM_TEXT.save}
        onCancel={onDone}
        onSubmit={async (request) => {
          await update.mutateAsync(request);
          toast.success(SHOP_TEXT.saved, { duration: TOASTS.success });
        }}
      />
    </div>
  );
}

function EditorSkeleton() {
  return (
    <div role="status" aria-label={SHELL_TEXT.loading} className="flex flex-col gap-4">
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/** Create or edit a service; the floors load beside it (the form shows them under each price). */
export function ServiceEditor({ serviceId, onDone, onCreated }: EditorProps) {
  const floors = useFloors();
  const service = useService(serviceId ?? '', serviceId !== null);
  const floorMap = floors.data ?? {};
  if (serviceId === null) return <CreateService floors={floorMap} onDone={onDone} onCreated={onCreated} />;
  if (service.isPending) return <EditorSkeleton />;
  if (service.isError) {
    return (
      <RetryAlert
        message={SERVICE_FORM_TEXT.loadFailed}
        retry={SHOP_TEXT.retry}
        onRetry={() => void service.refetch()}
      />
    );
  }
  return <EditService service={service.data} floors={floorMap} onDone={onDone} />;
}
