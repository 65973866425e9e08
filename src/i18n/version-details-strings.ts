import { addStrings } from './i18n';
import { versionDetailsEn } from './version-details.en';
import { versionDetailsSv } from './version-details.sv';

// The version label's tooltip strings, in both languages, added when the tooltip's chunk loads: the first
// screen carries the label but not its tooltip.
addStrings({ en: { versionDetails: versionDetailsEn }, sv: { versionDetails: versionDetailsSv } });
