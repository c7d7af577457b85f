import { useEffect } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { logOut } from '../features/auth/api';

// Logging out happens on render, never in a loader, so hovering the link (preload) cannot sign anyone out.
export const Route = createFileRoute('/logout')({ component: Logout });

function Logout() {
  const navigate = useNavigate();
  useEffect(() => {
    void logOut().then(() => navigate({ to: '/login', replace: true }));
  }, [navigate]);
  return null;
}
