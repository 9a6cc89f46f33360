import { field, text, type Field } from './fields';

/** `text(options)` that also refuses NUL characters, which Postgres cannot store or compare (a 400, not a 500). */
export const textWithoutNul = (options: Parameters<typeof text>[0] = {}): Field<string> => {
  const read = text(options);
  return field(read.schema, (value, path, problems) => {
    const result = read(value, path, problems);
    if (result.includes('\u0000')) problems.push({ path, message: 'must not contain NUL characters' });
    return result;
  });
};
