import { type ChangeEvent, useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { maxPictureBytes, pictureContentTypes } from '#shared/catalog/picture.ts';
import type { ProductInput } from '#shared/catalog/product.schema.ts';
import { images as t } from '#shared/messages/images.ts';
import { useUploadPicture } from '../api/upload-picture.ts';

/**
 * Upload a picture instead of typing its URL (docs/product/back-office.md#products): the store
 * keeps it and the image URL field gets its address. The size and type are checked here so a
 * wrong file is named at once; the server judges the bytes again.
 */
export function PictureUpload() {
  const id = useId();
  const { setValue, watch } = useFormContext<ProductInput>();
  const upload = useUploadPicture();
  const [problem, setProblem] = useState<string>();
  const picture = watch('picture');

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused =
      file.size > maxPictureBytes
        ? t.tooLarge
        : !(pictureContentTypes as readonly string[]).includes(file.type)
          ? `The file must be ${t.wrongType}`
          : undefined;
    setProblem(refused);
    if (refused) return;
    upload.mutate(file, {
      onSuccess: ({ url }) => setValue('picture', url, { shouldDirty: true, shouldValidate: true }),
    });
  };

  return (
    <div className="flex flex-wrap items-center gap-4 md:col-span-2">
      {picture && (
        <img src={picture} alt="" width="100" height="75" className="h-[75px] w-[100px] rounded-box object-contain" />
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="font-semibold">
          {t.upload}
        </label>
        <input
          id={id}
          type="file"
          accept={pictureContentTypes.join(',')}
          onChange={choose}
          disabled={upload.isPending}
          aria-describedby={`${id}-hint ${id}-status`}
          className="file-input w-full max-w-sm"
        />
        <p id={`${id}-hint`} className="text-sm text-base-content/75">
          {t.uploadHint}
        </p>
        <p id={`${id}-status`} role="status" className={`text-sm ${problem ? 'text-red-700' : ''}`}>
          {problem ?? (upload.isPending ? t.uploading : upload.isSuccess ? t.uploaded : '')}
        </p>
      </div>
    </div>
  );
}
