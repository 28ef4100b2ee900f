/** The help centre: sections, the detail card, the footer strip of sections and the help query. */
export { HelpAccordion } from './HelpAccordion';
export { HelpDetailCard } from './HelpDetailCard';
export { HelpFooterStrip } from './HelpFooterStrip';
export { helpTarget, type HelpTarget, targetQuery } from './helpQuery';
export { useHelpCentre } from './useHelpCentre';
