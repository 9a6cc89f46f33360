/** Section 9: lists are asked for with page size 1000, page 1. */
export const listPaging = { limit: 1000, page: 1 } as const;
