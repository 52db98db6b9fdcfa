import { useLocation } from 'react-router';

/** Shows the current pathname, for asserting redirects: `screen.getByTestId('location')`. */
export function LocationDisplay() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}
