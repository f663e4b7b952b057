/**
 * /attendence/Configure-Attendence (spec part 2 §2): the company's shift duration and the places
 * where clocking in is allowed. Each section shows only for a user who may read it.
 */
import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AccessDenied } from '../../src/admin/components/AccessDenied.tsx';
import { PageTitle } from '../../src/admin/schema/list/Breadcrumb.tsx';
import { LocationsSection } from './LocationsSection.tsx';
import { ShiftSection } from './ShiftSection.tsx';
import { useCan } from '../../src/admin/components/useCan.ts';

const ConfigureAttendance = () => {
  const can = useCan();
  const translate = useTranslate();
  const shift = can('GET_SHIFT_DURATION');
  const locations = can('GET_ALL_ATTENDANCE_LOCATION');
  if (!shift && !locations)
    return <AccessDenied message={translate('charter.attendance.no_access')} />;
  return (
    <Stack spacing={2.5}>
      <div>
        <PageTitle title={translate('charter.attendance.configure_title')} gutter={false} />
      </div>
      {shift && <ShiftSection />}
      {locations && <LocationsSection />}
    </Stack>
  );
};

export default ConfigureAttendance;
