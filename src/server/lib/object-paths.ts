// Names of stored photos, shared by the objects feature, the queue, account deletion and the
// upload sweep: the object path clients see (`/api/objects/<id>`) and the storage key of an
// upload not yet checked (`incoming/<id>`).

export const incomingKey = (id: string) => `incoming/${id}`;
export const objectPathOf = (id: string) => `/api/objects/${id}`;
/** The object id in an object path `/api/objects/<id>`, or null for anything else. */
export const objectIdFromPath = (objectPath: string) =>
  /^\/api\/objects\/([0-9a-f-]{36})$/i.exec(objectPath)?.[1] ?? null;
