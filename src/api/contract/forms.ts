/** The shapes of this part of section 7 (requests and answers), shared by the app and the server. */

/** The kinds of question a form asks. */
export type FormQuestionKind = 'text' | 'textarea' | 'number' | 'date' | 'select' | 'checkbox' | 'file' | 'signature';

/** One question; `options` holds choices (select), bounds (number), a length (text) or file kinds (file). */
export interface FormQuestion {
  id: number;
  position: number;
  kind: FormQuestionKind;
  label: string;
  help: string | null;
  required: boolean;
  options: { choices?: string[]; min?: number; max?: number; maxLength?: number; kinds?: string[] };
  /** `/api/v1/formQuestions/{id}/file` when the question comes with a picture or document. */
  fileUrl: string | null;
}

/** A titled group of questions. */
export interface FormSection { id: number; position: number; title: string; questions: FormQuestion[] }

/** An answer as stored: text, a number, a date, a choice, true/false, or a kept file (file and signature questions). */
export type FormAnswerValue = string | number | boolean | { fileName: string; uploadId: number } | null;

/** The caller's answers to a form: a draft until submitted; `score` for training quizzes (correct answers, 0–100). */
export interface FormResult {
  id: number;
  formId: number;
  personId: number;
  status: 'draft' | 'submitted';
  answers: Record<string, FormAnswerValue>;
  score: number | null;
  submittedAt: string | null;
  sentAt: string | null;
}

/** A form to perform: a pre-job questionnaire, a training quiz or a security check, with the caller's result so far. */
export interface FormToPerform {
  id: number;
  title: string;
  description: string | null;
  kind: 'questionnaire' | 'training' | 'securityCheck';
  projectNumber: string | null;
  dueDate: string | null;
  /** todo (nothing saved), draft, or submitted. */
  status: 'todo' | 'draft' | 'submitted';
  sections: FormSection[];
  result: FormResult | null;
}

/** A form in a person's list (without its questions). */
export type FormSummary = Omit<FormToPerform, 'sections' | 'result'> & { questionCount: number };

/**
 * POST /formResults/perform (with `formId`) and /formResults/perform/:id: answers by question id. File and signature
 * answers are data URLs (`data:application/pdf;base64,…`, `data:image/png;base64,…`). `submit` false keeps a draft
 * (required questions may then stay empty); default true.
 */
export interface FormAnswersRequest { formId?: number; answers: Record<string, unknown>; submit?: boolean }

/** A document that comes with a form (instructions, a site plan); open it at `url`. */
export interface FormDocument { id: number; fileName: string; mimeType: string; sizeBytes: number; url: string }

/** The answer to POST /forms/perform/:id/send. */
export interface FormSent { formId: number; resultId: number; sentTo: string; sentAt: string }
