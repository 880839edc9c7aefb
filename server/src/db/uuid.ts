const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Row ids are PostgreSQL uuids: any other text in an address names no row, and is answered
 * as "not found" without asking the database (which would refuse to compare it).
 */
export const isUuid = (id: string) => UUID.test(id);
