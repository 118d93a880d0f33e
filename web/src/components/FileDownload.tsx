import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { apiFile, isApiError } from '@/lib/api';
import { saveFile } from '@/lib/download';

/**
 * A button that downloads the API file at `path` (e.g. `/coach/board.csv`) as `fileName`, and
 * shows the server's reason when it refuses (a rate limit with its wait, a closed workspace).
 */
export function FileDownload({
  path,
  fileName,
  className,
  children,
}: {
  path: string;
  fileName: string;
  className?: string;
  children: ReactNode;
}) {
  const download = useMutation({
    mutationFn: async () => {
      saveFile(await apiFile(path), fileName);
    },
  });
  return (
    <>
      <button type="button" className={className} disabled={download.isPending} onClick={() => download.mutate()}>
        {children}
      </button>
      {download.isError ? (
        <span className="field__error" role="alert">
          {isApiError(download.error) ? download.error.message : 'The file could not be downloaded. Try again.'}
        </span>
      ) : null}
    </>
  );
}
