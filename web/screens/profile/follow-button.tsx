import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PROFILE_DATA_KEYS, setFollowing } from '../../api/profiles';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { errorText } from '../../components/error-text';
import { FormAlert } from '../../components/form-alert';

interface FollowButtonProps {
  profileName: string;
  fullName: string;
  isFollowedByMe: boolean;
}

/** Follow or unfollow a person; a visitor is asked to log in first (the call is login-required). */
export function FollowButton({ profileName, fullName, isFollowedByMe }: FollowButtonProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: () => setFollowing(profileName, !isFollowedByMe),
    // Profiles and fan lists all show follow state and counts.
    onSuccess: () =>
      Promise.all(PROFILE_DATA_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
  return (
    <div className="flex flex-col items-start gap-2">
      <button
        type="button"
        disabled={toggle.isPending}
        aria-label={t(isFollowedByMe ? 'profile.unfollowName' : 'profile.followName', { name: fullName })}
        onClick={() => toggle.mutate()}
        className={isFollowedByMe ? SECONDARY_BUTTON : PRIMARY_BUTTON}
      >
        {t(isFollowedByMe ? 'profile.unfollow' : 'profile.follow')}
      </button>
      <FormAlert message={errorText(toggle.error)} />
    </div>
  );
}
