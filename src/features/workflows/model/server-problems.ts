import type { DraftAction } from './builder-types';

/** A 400's messages sorted onto the draft: per step uid and field, per role index, the rest. */
export interface ServerProblems {
  actions: Map<string, Record<string, string[]>>;
  roles: Map<number, Record<string, string[]>>;
  name: string[];
  other: string[];
}

const ITEM_KEY = /^(?:\$\.|body\.)?(actions|roles)\[(\d+)\](?:\.(\w+))?/i;

/**
 * Puts each `errors` key of a 400 (`actions[2].webhookUrl`, `roles[0].uid`, `name`) on the
 * step that was sent at that index, so the message appears next to the field it is about.
 */
export function mapServerProblems(
  errors: Record<string, string[]>,
  sent: readonly DraftAction[],
): ServerProblems {
  const out: ServerProblems = { actions: new Map(), roles: new Map(), name: [], other: [] };
  for (const [key, messages] of Object.entries(errors)) {
    const match = ITEM_KEY.exec(key);
    if (match) {
      const [, list = '', indexText = '0', field = ''] = match;
      const index = Number(indexText);
      if (list.toLowerCase() === 'actions') {
        const uid = sent[index]?.uid;
        if (uid !== undefined) {
          const fields = out.actions.get(uid) ?? {};
          (fields[field] ??= []).push(...messages);
          out.actions.set(uid, fields);
          continue;
        }
      } else {
        const fields = out.roles.get(index) ?? {};
        (fields[field] ??= []).push(...messages);
        out.roles.set(index, fields);
        continue;
      }
    }
    if (/^(?:\$\.|body\.)?name$/i.test(key)) out.name.push(...messages);
    else out.other.push(...messages);
  }
  return out;
}
