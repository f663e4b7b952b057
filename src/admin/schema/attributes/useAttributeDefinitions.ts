/** The defined attributes of one kind, loaded when the user may list them, with a reload. */
import { useCallback, useEffect, useState } from 'react';
import type { ResourceName } from '../../../generated/registry.ts';
import { usePrivileges } from '../form/usePrivileges.ts';
import { attributeApi, type AttributeDefinition } from './api.ts';

export function useAttributeDefinitions(resource: ResourceName) {
  const { canDo } = usePrivileges();
  const allowed = canDo(resource, 'list');
  const [items, setItems] = useState<AttributeDefinition[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    if (!allowed) return;
    let live = true;
    attributeApi(resource)
      .list()
      .then((rows) => live && setItems(rows))
      .catch(() => live && setItems([]))
      .finally(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [resource, allowed, version]);
  return { items, loaded: loaded || !allowed, allowed, reload };
}
