import { Badge } from '@mantine/core';
import type { QualificationStatus } from '@pokered/core/qualification';
import type { ReactNode } from 'react';
import { CheckCircleIcon, CrossCircleIcon, HalfCircleIcon } from '../../components/icons';
import classes from './StandingsTable.module.css';

/** Words, shape and colour for each status: never colour alone (rules §17). */
const STATUS: Record<QualificationStatus, { label: string; title: string; icon: ReactNode; className: string }> = {
  qualified: {
    label: 'Qualified',
    title: 'Sure of a playoff place whatever the remaining Swiss races give',
    icon: <CheckCircleIcon size={14} />,
    className: classes.qualified ?? '',
  },
  contending: {
    label: 'Contending',
    title: 'Can still make or miss the playoff cut',
    icon: <HalfCircleIcon size={14} />,
    className: classes.contending ?? '',
  },
  eliminated: {
    label: 'Eliminated',
    title: 'Cannot reach the playoff cut even by winning every remaining Swiss race',
    icon: <CrossCircleIcon size={14} />,
    className: classes.eliminated ?? '',
  },
};

/** A runner's playoff status in words with its icon (rules §17). */
export function QualificationBadge({ status }: { status: QualificationStatus }) {
  const { label, title, icon, className } = STATUS[status];
  return (
    <Badge
      size="sm"
      variant="default"
      tt="none"
      title={title}
      leftSection={<span className={className}>{icon}</span>}
      style={{ flex: 'none' }}
      data-status={status}
    >
      {label}
    </Badge>
  );
}
