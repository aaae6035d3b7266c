import { Box, Skeleton } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';

/**
 * The otpauth URI as a QR code for an authenticator app. The QR library is imported here, when a
 * code is to be drawn, so that neither the sign-in page nor the shell carries it.
 */
export function TotpQrCode({ uri }: { uri: string }) {
  const translate = useTranslate();
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode').then(({ toDataURL }) => toDataURL(uri, { margin: 1, width: 192 })).then((url) => current && setImage(url));
    return () => {
      current = false;
    };
  }, [uri]);
  if (!image) return <Skeleton variant="rectangular" width={192} height={192} />;
  return <Box component="img" src={image} alt={translate('twoFactor.qr_alt')} width={192} height={192} sx={{ alignSelf: 'center' }} />;
}
