import { Avatar, Badge } from 'antd';

/** A person's picture, or the first letter of their name when they have none; a dot when online. */
export function PersonAvatar({
  name,
  headIcon,
  online,
  size = 40,
}: {
  name: string;
  headIcon?: string;
  online?: boolean;
  size?: number;
}) {
  const avatar = (
    <Avatar size={size} src={headIcon || undefined} style={{ flexShrink: 0 }}>
      {name.slice(0, 1)}
    </Avatar>
  );
  if (online === undefined) return avatar;
  return (
    <Badge dot status={online ? 'success' : 'default'} offset={[-4, size - 6]}>
      {avatar}
    </Badge>
  );
}
