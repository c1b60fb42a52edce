export { MailboxPage } from './components/mailbox-page';
export { MailboxMenuLink } from './components/mailbox-menu-link';
