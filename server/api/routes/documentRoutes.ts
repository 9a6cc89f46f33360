import { uploadPersonDocument } from '../../store/documentUploadStore';
import { file } from '../../files/fileField';
import { anyUser } from '../accessRules';
import { nullable, object, optional, text } from '../fields';
import { idParams } from '../resourceRoutes';
import { route, type ApiRoute } from '../route';

const uploadBody = object({ file: file(), caption: optional(nullable(text({ max: 200 })), null) }, { unknownKeys: 'reject' });

/** Calls of this part of section 7 (see server/api/productCalls.ts). */
export const documentRoutes: readonly ApiRoute[] = [
  route({
    method: 'POST', path: '/persons/:id/documents', access: anyUser, params: idParams, status: 201,
    body: uploadBody,
    handle: (ctx, { params, body }) => uploadPersonDocument(ctx, params.id, body),
  }),
];
