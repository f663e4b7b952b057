/**
 * The Employee Attributes screen (spec part 2 §2): lists, adds, renames and deletes the employee
 * attribute keys through the shared attribute manager. Reached from the wizard's Manage Attributes
 * button, it offers the way back to the employee being edited (navigation state `from`).
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { AttributeManager } from '../../../src/admin/schema/attributes/AttributeManager.tsx';
import { Breadcrumb } from '../../../src/admin/schema/list/Breadcrumb.tsx';

export default function EmployeeAttributesPage() {
  const navigate = useNavigate();
  const translate = useTranslate();
  const title = translate('charter.employees.wizard.attributes_title');
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  const back = typeof from === 'string' && from.startsWith('/employee/') ? from : undefined;

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', width: '100%' }}>
      <Breadcrumb current={title} />
      <Stack
        direction="row"
        useFlexGap
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
          mb: 2,
        }}
      >
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {back ? (
          <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(back)}>
            {translate('charter.employees.wizard.attributes_back')}
          </Button>
        ) : null}
      </Stack>
      <Card variant="outlined">
        <CardContent>
          <AttributeManager resource="employeeAttribute" />
        </CardContent>
      </Card>
    </Box>
  );
}
