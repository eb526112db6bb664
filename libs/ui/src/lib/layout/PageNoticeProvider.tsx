import { createContext, useContext, type ReactNode } from 'react';

const PageNoticeContext = createContext<ReactNode>(null);

/**
 * What every page of an app shows at the top of its main content, whoever the page is: the
 * portal's "please verify your email address" banner (issue 17). The notice decides for itself
 * whether to show anything (it renders nothing when there is nothing to say).
 */
export function PageNoticeProvider({
  notice,
  children,
}: {
  notice: ReactNode;
  children: ReactNode;
}) {
  return <PageNoticeContext.Provider value={notice}>{children}</PageNoticeContext.Provider>;
}

/** The app's page notice (PageLayout draws it), or null. */
export function usePageNotice(): ReactNode {
  return useContext(PageNoticeContext);
}
