/** One demo question; `attachment` keeps a picture or PDF with it. */
export interface DemoQuestion {
  kind: 'text' | 'textarea' | 'number' | 'date' | 'select' | 'checkbox' | 'file' | 'signature';
  label: string;
  help?: string;
  required?: boolean;
  options?: Record<string, unknown>;
  attachment?: { name: string; kind: 'pdf' | 'png'; title: string };
}

/** One demo form with its sections, who performs it (logins, due in days) and its documents. */
export interface DemoForm {
  key: string;
  tenant: 'moyo' | 'acme';
  title: string;
  description: string;
  kind: 'questionnaire' | 'training' | 'securityCheck';
  project?: string;
  assigned: { login: string; dueDays: number | null }[];
  documents?: { name: string; title: string }[];
  sections: { title: string; questions: DemoQuestion[] }[];
}

export const demoForms: DemoForm[] = [
  {
    key: 'prejob-1003', tenant: 'moyo', kind: 'questionnaire', project: '1003', title: 'Pre-job questionnaire – Horecava hall 8',
    description: 'Tell us what we need to know before the stand build starts. It takes about three minutes.',
    assigned: [{ login: 'crew@demo.test', dueDays: 1 }],
    documents: [{ name: 'hall-8-floor-plan.pdf', title: 'Hall 8 floor plan' }],
    sections: [
      { title: 'About you', questions: [
        { kind: 'text', label: 'Emergency contact (name and phone)', required: true, options: { maxLength: 120 } },
        { kind: 'textarea', label: 'Medical or dietary notes', help: 'Only what the crew chief should know.', options: { maxLength: 1000 } },
        { kind: 'number', label: 'Shoe size (EU)', required: true, options: { min: 35, max: 50 } },
        { kind: 'date', label: 'Date of your last safety training' },
      ] },
      { title: 'Travel and kit', questions: [
        { kind: 'select', label: 'How will you travel to the RAI?', required: true, options: { choices: ['Car', 'Public transport', 'Bike', 'Carpool'] },
          attachment: { name: 'rai-crew-entrance.png', kind: 'png', title: 'Crew entrance' } },
        { kind: 'checkbox', label: 'I will bring safety shoes, gloves and a harness', required: true },
        { kind: 'file', label: 'Your VCA certificate (PDF or photo)', options: { kinds: ['pdf', 'png', 'jpeg'] } },
      ] },
      { title: 'Confirmation', questions: [{ kind: 'signature', label: 'Your signature', required: true }] },
    ],
  },
  {
    // Only the outbox e2e sends it (tests/e2e/outbox.e2e.ts): a form with a file and a signature, performed offline.
    key: 'handover-1006', tenant: 'moyo', kind: 'questionnaire', title: 'Handover photo – Utrecht Boat Show',
    description: 'A photo of the finished build and your signature, for the client\'s handover.',
    assigned: [{ login: 'crew@demo.test', dueDays: 2 }],
    sections: [
      { title: 'The build', questions: [
        { kind: 'text', label: 'What did you finish?', required: true, options: { maxLength: 200 } },
        { kind: 'file', label: 'Photo of the finished build', required: true, options: { kinds: ['png', 'jpeg'] } },
      ] },
      { title: 'Handover', questions: [{ kind: 'signature', label: 'Your signature for the handover', required: true }] },
    ],
  },
  {
    key: 'quiz-height', tenant: 'moyo', kind: 'training', title: 'Training quiz – working at height',
    description: 'Five questions on harnesses, anchor points and rescue. You need 80% to pass.',
    assigned: [{ login: 'crew@demo.test', dueDays: 14 }, { login: 'chief@demo.test', dueDays: 14 }],
    sections: [{ title: 'Quiz', questions: [
      { kind: 'select', label: 'When do you inspect your harness?', required: true,
        options: { choices: ['Before every use', 'Once a month', 'Once a year'], correct: 'Before every use' } },
      { kind: 'select', label: 'What is the minimum anchor point strength?', required: true, options: { choices: ['5 kN', '12 kN', '20 kN'], correct: '12 kN' } },
      { kind: 'select', label: 'After a fall, a harness is…', required: true, options: { choices: ['Checked and reused', 'Taken out of use'], correct: 'Taken out of use' } },
      { kind: 'select', label: 'Who needs a rescue plan?', required: true,
        options: { choices: ['Only rope access teams', 'Everyone working at height'], correct: 'Everyone working at height' } },
      { kind: 'checkbox', label: 'I have read the course material', required: true },
    ] }],
  },
  {
    key: 'security-1001', tenant: 'moyo', kind: 'securityCheck', project: '1001', title: 'Security check – Zuiderpark main stage',
    description: 'Daily check before the crew starts on the main stage.',
    assigned: [{ login: 'crew@demo.test', dueDays: 0 }, { login: 'chief@demo.test', dueDays: 0 }],
    documents: [{ name: 'site-safety-rules.pdf', title: 'Site safety rules – Zuiderpark' }],
    sections: [
      { title: 'Site', questions: [
        { kind: 'checkbox', label: 'Emergency exits are free', required: true },
        { kind: 'checkbox', label: 'Fire extinguishers are in place', required: true },
        { kind: 'select', label: 'Weather', required: true, options: { choices: ['Fine', 'Wind above 6 Bft', 'Thunder'] } },
        { kind: 'textarea', label: 'Remarks' },
      ] },
      { title: 'Sign off', questions: [{ kind: 'signature', label: 'Crew chief signature', required: true }] },
    ],
  },
  {
    key: 'sh-prejob', tenant: 'acme', kind: 'questionnaire', title: 'Vragenlijst – Ziggo Dome', description: 'Voor de load-in.',
    assigned: [{ login: 'crew@acme.test', dueDays: 3 }],
    sections: [{ title: 'Algemeen', questions: [{ kind: 'text', label: 'Noodcontact', required: true }] }],
  },
];
