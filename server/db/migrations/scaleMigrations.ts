import type { Migration } from './Migration';

/** `CREATE INDEX <table>_<columns> ON <table> (<columns>)` for each `table(columns)`. */
const indexes = (...specs: string[]) => specs.map((spec) => {
  const [, table, columns] = /^(\w+)\((.+)\)$/.exec(spec) ?? [];
  if (!table || !columns) throw new Error(`Not an index: ${spec}`);
  const name = `${table}_${columns.replace(/ (DESC|ASC)/g, '').replace(/\W+/g, '_')}`;
  return `CREATE INDEX IF NOT EXISTS ${name} ON ${table} (${columns})`;
}).join(';\n');

/**
 * What a large tenant needs: an index for every foreign key (a join or a delete then reads only the rows it
 * concerns) and for the orders and filters the lists use, so that a call's cost follows the caller's data.
 */
export const scaleMigrations: readonly Migration[] = [
  {
    name: 'indexes for every foreign key and list order',
    sql: indexes(
      // Projects, crews and positions: who a project or crew belongs to, and the spare positions of the tenant.
      'crews(project_id)', 'crews(location_id)', 'crew_chiefs(person_id)', 'projects(client_person_id)',
      'projects(manager_person_id)', 'projects(crew_chief_person_id)', 'projects(location_id)',
      'crew_item_statuses(by_person_id)', 'payroll_items(crew_item_id)', 'crew_member_ratings(crew_item_id)',
      'crew_member_ratings(rated_by_person_id)', 'crew_member_ratings(rating_type_id)', 'crew_checks(person_id)',
      'crew_hours_confirmations(person_id)', 'crew_sheets(signed_by_person)', 'crew_sheets(released_by)',
      'live_locations(person_id)', 'security_checks(filled_by)',
      // People and their records.
      'persons(tenant_id)', 'users(person_id)', 'absences(person_id, start_date)', 'calendar_subscriptions(person_id)',
      'contact_valued_staff(person_id)', 'contacts(tenant_id)', 'contacts(person_id)', 'crew_member_skills(person_id)',
      'planner_crew_managers(person_id)', 'planner_crews(tenant_id)', 'planner_crews(type_id)', 'planner_crews(created_by)',
      'planner_crew_types(tenant_id)', 'plus_crew_members(person_id)', 'plus_crew_types(tenant_id)', 'plus_crew_values(plus_crew_id)',
      'plus_crews(type_id)', 'profile_access(user_id)', 'profile_access(contact_id)', 'profile_access(granted_by_user)',
      'profile_pictures(uploaded_by_user)', 'password_resets(user_id)', 'push_subscriptions(user_id)', 'uploads(uploaded_by)',
      'activities(person_party)', 'payrolls(staff_contract_id)', 'locations(tenant_id)', 'bank_holidays(tenant_id, date)',
      // Documents and their signatories, forms.
      'document_signatories(person_id)', 'document_signatures(signatory_id)', 'document_types(tenant_id)', 'documents(type_id)',
      'documents(upload_id)', 'documents(signed_upload_id)', 'forms(tenant_id)', 'form_answers(question_id)', 'form_answers(upload_id)',
      'form_assignments(person_id)', 'form_questions(attachment_upload_id)', 'form_results(person_id)',
      // Mail: a message's attachments, and the mailbox read newest first.
      'email_attachments(message_id)', 'email_messages(tenant_id, received_at DESC, id DESC)', 'email_subscriptions(tenant_id)',
      'mailboxes(tenant_id)',
      // Money and the rest.
      'invoices(contact_id)', 'invoices(project_id)', 'receipts(project_id)', 'receipts(company_id)', 'receipts(person_id, date)',
      'receipts(type_id)', 'mobile_documents(tenant_id)', 'mobile_documents(rate_card_id)', 'rate_cards(tenant_id)',
      'rate_card_items(rate_card_id)', 'templates(tenant_id)', 'templates(company_id)', 'reference_items(tenant_id)',
    ) + `;
      CREATE INDEX IF NOT EXISTS projects_tenant_list_order ON projects (tenant_id, begin_date DESC NULLS LAST, number DESC);
      CREATE INDEX IF NOT EXISTS projects_tenant_client ON projects (tenant_id, client);
      CREATE INDEX IF NOT EXISTS crew_items_open ON crew_items (start_date) WHERE person_id IS NULL;
      CREATE INDEX IF NOT EXISTS crew_items_spare_days ON crew_items
        USING gist (daterange(start_date, coalesce(end_date, start_date), '[]')) WHERE status = 'spare'`,
  },
];
