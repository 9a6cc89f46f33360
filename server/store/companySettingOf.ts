/**
 * SQL for one company setting of a project (alias `p`): the project company's, else the tenant's own company's (its
 * first), else `fallback`. E.g. `companySettingOf('check_in_radius_meters', '250')`.
 */
export function companySettingOf(column: string, fallback: string): string {
  return `COALESCE(
    (SELECT s.${column} FROM company_settings s WHERE s.company_id = p.company_id),
    (SELECT s.${column} FROM company_settings s JOIN companies co ON co.id = s.company_id
     WHERE co.tenant_id = p.tenant_id AND co.own ORDER BY co.id LIMIT 1),
    ${fallback})`;
}
