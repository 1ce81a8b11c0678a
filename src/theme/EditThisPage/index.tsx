/**
 * Wraps the classic theme's EditThisPage (Docusaurus 3.10): the link shows only
 * when both its base URL and its text are set (a translation may blank the text).
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import EditThisPage from '@theme-original/EditThisPage';
import type {Props} from '@theme/EditThisPage';
import {canShowEditLink} from '@site/src/features/editLink/editLinkUtils';

export default function EditThisPageWrapper(props: Props): ReactNode {
  const text = translate({
    id: 'theme.common.editThisPage',
    message: 'Edit this page',
    description: 'The link label to edit the current page',
  });
  return canShowEditLink(props.editUrl, text) ? <EditThisPage {...props} /> : null;
}
