import { NPL_SCHEMA } from './npl-schema';
import { PATENT_SCHEMA } from './patent-schema';
import type { Schema } from './schema';

/** The schemas by name, so a worker thread (which cannot receive functions) can be told which one to use. */
export const SCHEMAS: Readonly<Record<'patent' | 'npl', Schema>> = { patent: PATENT_SCHEMA, npl: NPL_SCHEMA };

/** Names of the known schemas. */
export type SchemaName = keyof typeof SCHEMAS;
