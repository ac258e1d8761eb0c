/**
 * The id of the script by which the server puts an institution's Google Tag Manager container on
 * its own pages (server/http/tag-manager.ts); its `data-container` names the container, so the app
 * knows what the page was served with (web/screens/portal/use-tag-manager-page.ts).
 */
export const TAG_MANAGER_SCRIPT_ID = 'kelas-tag-manager';
