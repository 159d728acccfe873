import * as z from 'zod/mini'

/** A number, or a string holding one ('1500', ' 12 '): backends send both. */
export const numberish = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\s*-?\d+(\.\d+)?\s*$/))]),
  z.transform((value) => Number(value)),
)

export const idSchema = z.union([z.number(), z.string().check(z.minLength(1))])

export const optionalText = z.optional(z.nullable(z.string()))
