import { chakra, Icon, type HTMLChakraProps, type IconProps } from '@chakra-ui/react';

// Small stroke icons drawn for this console (24×24 grid), so the first screen needs no icon library.

function StrokeIcon({ children, size = 'md', ...props }: IconProps) {
  return (
    <Icon size={size} {...props} asChild>
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {children}
      </svg>
    </Icon>
  );
}

export function SunIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </StrokeIcon>
  );
}

export function MoonIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11z" />
    </StrokeIcon>
  );
}

export function MonitorIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="2.5" y="3.5" width="19" height="13" rx="2" />
      <path d="M8 21h8M12 16.5V21" />
    </StrokeIcon>
  );
}

export function ShieldIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 3l8 3v6c0 4.8-3.4 8-8 9-4.6-1-8-4.2-8-9V6z" />
      <path d="M9 12l2 2 4-4" />
    </StrokeIcon>
  );
}

export function CodeIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M8 6l-6 6 6 6M16 6l6 6-6 6" />
    </StrokeIcon>
  );
}

export function LeafIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M5 20c0-8.5 5.5-14.5 15-16-.8 9.5-6.8 15.3-15 16z" />
      <path d="M5 20l8-8" />
    </StrokeIcon>
  );
}

// The error screens' icons (ui/errors), drawn like Lucide's triangle-alert and lock-keyhole.

export function TriangleAlertIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3" />
      <path d="M12 9v4M12 17h.01" />
    </StrokeIcon>
  );
}

export function LockKeyholeIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="16" r="1" />
      <rect x="3" y="10" width="18" height="12" rx="2" />
      <path d="M7 10V7a5 5 0 0 1 10 0v3" />
    </StrokeIcon>
  );
}

/**
 * Chakra's own close icon (its CloseButton's), drawn here: importing Chakra's would place all of Chakra's
 * internal icons that the signed-in app uses in the first load (they share one module).
 */
export function CloseIcon(props: HTMLChakraProps<'svg'>) {
  return (
    <chakra.svg viewBox="0 0 24 24" fill="currentColor" {...props}>
      <path
        fillRule="evenodd"
        clipRule="evenodd"
        d="M18.7071 6.70711C19.0976 6.31658 19.0976 5.68342 18.7071 5.29289C18.3166 4.90237 17.6834 4.90237 17.2929 5.29289L12 10.5858L6.70711 5.29289C6.31658 4.90237 5.68342 4.90237 5.29289 5.29289C4.90237 5.68342 4.90237 6.31658 5.29289 6.70711L10.5858 12L5.29289 17.2929C4.90237 17.6834 4.90237 18.3166 5.29289 18.7071C5.68342 19.0976 6.31658 19.0976 6.70711 18.7071L12 13.4142L17.2929 18.7071C17.6834 19.0976 18.3166 19.0976 18.7071 18.7071C19.0976 18.3166 19.0976 17.6834 18.7071 17.2929L13.4142 12L18.7071 6.70711Z"
      />
    </chakra.svg>
  );
}
