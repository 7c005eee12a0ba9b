import { Link } from '@tanstack/react-router';

/** The three ways to make content, side by side at the top of each. */
export function CreateTabs() {
  return (
    <nav aria-label="Create" className="tabs-nav">
      <Link to="/presets" className="tab-link" activeOptions={{ exact: false }}>
        Presets
      </Link>
      <Link to="/images" className="tab-link">
        Image from a prompt
      </Link>
      <Link to="/captions" className="tab-link">
        Caption writer
      </Link>
    </nav>
  );
}
