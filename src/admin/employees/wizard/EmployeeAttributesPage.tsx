/**
 * The Employee Attributes screen (spec part 2 §2): lists, adds, renames and deletes the employee
 * attribute keys through the shared attribute manager. Reached from the wizard's Manage Attributes
 * button, it offers the way back to the employee being edited (navigation state `from`).
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useLocation, useNavigate } from 'react-router-dom';
import { AttributeManager } from '../../schema/attributes/AttributeManager.tsx';
import { Breadcrumb } from '../../schema/list/Breadcrumb.tsx';

const TITLE = 'Employee Attributes';

export default function EmployeeAttributesPage() {
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  const back = typeof from === 'string' && from.startsWith('/employee/') ? from : undefined;

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', width: '100%' }}>
      <Breadcrumb current={TITLE} />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h5" component="h1">
          {TITLE}
        </Typography>
        {back ? (
          <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(back)}>
            Back to the employee
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
