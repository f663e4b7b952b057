/**
 * A picture of the API. The API hands out signed links (`/api/v1/person/4/photo?v=…&exp=…&sig=…`,
 * src/server/uploads/imageLinks.ts), which an <img> loads as they are; a bare route
 * (`/api/v1/project/3/logo`) is bearer-only, so it is fetched with the session's token and shown
 * through an object URL, revoked when the cell goes. Any other URL is used as it is. Undefined while
 * loading or when the picture cannot be had, so the caller shows its fallback.
 *
 * @example
 *   const src = useAuthImage(record.profileImage);
 *   <Avatar src={src}>AR</Avatar>
 */
import { useEffect, useState } from 'react';
import { API_BASE } from '../../providers/httpClient.ts';
import { getToken } from '../../providers/session.ts';

export function useAuthImage(url: unknown): string | undefined {
  const source = typeof url === 'string' && url ? url : undefined;
  const guarded = Boolean(source?.startsWith(`${API_BASE}/`) && !/[?&]sig=/.test(source));
  const [loaded, setLoaded] = useState<{ source: string; objectUrl: string }>();

  useEffect(() => {
    if (!source || !guarded || typeof URL.createObjectURL !== 'function') return;
    let objectUrl: string | undefined;
    let live = true;
    const token = getToken();
    fetch(source, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
      .then((response) => (response.ok ? response.blob() : undefined))
      .then((blob) => {
        if (!live || !blob) return;
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ source, objectUrl });
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [source, guarded]);

  if (!source) return undefined;
  if (!guarded) return source;
  return loaded?.source === source ? loaded.objectUrl : undefined;
}
