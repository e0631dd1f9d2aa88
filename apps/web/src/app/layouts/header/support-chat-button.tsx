import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useNavigate } from 'react-router';
import { ChatIcon } from '../../../components/icons';
import { HELP_PATH, HELP_TEXTS } from '../../../features/help/help-texts';

type SupportChatButtonProps = { isCompact?: boolean };

/** Opens the support chat widget when its script has loaded; without it the help page is the way to reach us. */
export function SupportChatButton({ isCompact = false }: SupportChatButtonProps) {
  const navigate = useNavigate();
  const handleClick = () => {
    if (window.SupportChat) window.SupportChat.open();
    else void navigate(HELP_PATH);
  };
  if (isCompact) {
    return (
      <IconButton aria-label={HELP_TEXTS.chatButton} onClick={handleClick} color="primary">
        <ChatIcon />
      </IconButton>
    );
  }
  return (
    <Button onClick={handleClick} startIcon={<ChatIcon />}>
      {HELP_TEXTS.chatButton}
    </Button>
  );
}
