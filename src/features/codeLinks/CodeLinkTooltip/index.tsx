import {useId, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {translate} from '@docusaurus/Translate';
import {
  CODE_LINK_DESCRIPTION_ATTRIBUTE,
  CODE_LINK_TYPE_ATTRIBUTE,
} from '@site/src/features/codeLinks/codeLinkTooltipUtils';
import {useCodeLinkTooltip} from '@site/src/features/codeLinks/useCodeLinkTooltip';
import styles from './styles.module.css';

export interface CodeLinkTooltipProps {
  /** Where the code links are: the document or the article. */
  root: Document | HTMLElement;
  /** The link whose hover or focus loaded this module, shown at once. */
  initialLink: HTMLAnchorElement | null;
  initialCause: 'pointer' | 'focus';
}

/**
 * The type and the one-sentence description of the option or flag a code
 * link points at, next to the link while it is hovered or focused. Loaded on
 * the first hover or focus of a code link (CodeLinkTooltipLoader); rendered
 * at the end of the body and placed against the link by CSS.
 */
export default function CodeLinkTooltip({
  root,
  initialLink,
  initialCause,
}: CodeLinkTooltipProps): ReactNode {
  const id = useId();
  const {link, onTooltipPointerEnter, onTooltipPointerLeave} = useCodeLinkTooltip({
    root,
    initialLink,
    initialCause,
    tooltipId: id,
    anchorClassName: styles.anchor,
  });
  if (!link) {
    return null;
  }
  const type = link.getAttribute(CODE_LINK_TYPE_ATTRIBUTE) ?? '';
  const description = link.getAttribute(CODE_LINK_DESCRIPTION_ATTRIBUTE);
  return createPortal(
    <div
      id={id}
      role="tooltip"
      className={styles.tooltip}
      onPointerEnter={onTooltipPointerEnter}
      onPointerLeave={onTooltipPointerLeave}>
      <p className={styles.type}>
        <span className={styles.label}>
          {translate({
            id: 'codeLinks.tooltip.type',
            message: 'Type',
            description:
              'The label before the type of a config option in the tooltip of a code link',
          })}
        </span>{' '}
        <code>{type}</code>
      </p>
      {description && <p className={styles.description}>{description}</p>}
    </div>,
    link.ownerDocument.body,
  );
}
