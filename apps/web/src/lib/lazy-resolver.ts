// A form's resolver whose schema loads with the form's first check rather than with the page: the contract's
// schemas (and zod under them) are not on a first load. The schema is checked through its Standard Schema
// interface, so this module imports nothing of zod's.
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import type * as z from 'zod/v4/core';
import type { FieldValues, Resolver } from 'react-hook-form';

export function lazyResolver<In extends FieldValues, Out = In>(load: () => Promise<z.$ZodType<Out, In>>): Resolver<In, unknown, Out> {
  let loaded: Promise<Resolver<In, unknown, Out>> | undefined;
  return async (values, context, options) => {
    loaded ??= load().then((schema) => standardSchemaResolver<In, unknown, Out>(schema));
    return (await loaded)(values, context, options);
  };
}
