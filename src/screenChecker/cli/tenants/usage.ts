/** What `npm run tenant -- --help` prints. */
export const usage = `usage: npm run tenant -- <command> [options]

  check <folder>                 check a tenant folder offline against this repository's screens
  push <folder>                  check, then make the folder the tenant's next revision
  pull <folder> [--revision N]   write the current (or revision N's) overlay into the folder
  diff <folder>                  what a push of the folder would change in the current revision
  diff <revA> <revB> --tenant T  the changes between two revisions

A tenant folder (tenants/<name>/) holds settings.yaml (optional; without it a push keeps the tenant's settings),
screens/<id>.yaml and locales/<language>.json.

options:
  --server <url>      default $CREW_SERVER or http://localhost:4173
  --login <login>     default $CREW_LOGIN or support@demo.test
  --password <pw>     default $CREW_PASSWORD
  --tenant <t>        a tenant's name, host name or id; default the folder's name (acme → acme.localhost)
  --reason <text>     push: why, kept with the revision; default "push <folder>"
  --revision <n>      pull: that revision instead of the current one

exit status: 0 good (diff: equal), 1 errors found or push refused (diff: different), 2 wrong usage or trouble
`;
