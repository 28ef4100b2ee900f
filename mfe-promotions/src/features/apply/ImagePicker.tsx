import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLY_LIMITS, rejectionKey, screenImages, type Rejection } from './applyRules';
import type { ChosenImage } from './applyDraft';
import { asImageDataUrl, readDataUrl } from './readDataUrl';
import styles from './apply.module.css';

let nextImageId = 0;

interface ImagePickerProps {
  images: ChosenImage[];
  onAdd(images: ChosenImage[]): void;
  onRemove(imageId: string): void;
  disabled?: boolean;
}

/** Picks up to 3 png/jpg images of at most 5 MB; every refused file is named with its reason. */
export function ImagePicker({ images, onAdd, onRemove, disabled = false }: ImagePickerProps) {
  const { t } = useTranslation('promotions');
  const inputId = useId();
  const [rejections, setRejections] = useState<Rejection[]>([]);
  const [reading, setReading] = useState(false);
  const full = images.length >= APPLY_LIMITS.maxImages;

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    if (picked.length === 0) return;
    const { accepted, rejected } = screenImages(images.length, picked);
    setReading(true);
    const read = await Promise.all(
      accepted.map(async (file) => {
        try {
          return {
            id: `image-${++nextImageId}`,
            name: file.name,
            size: file.size,
            dataUrl: asImageDataUrl(await readDataUrl(file), file.name),
          };
        } catch {
          rejected.push({ name: file.name, reason: 'type' });
          return null;
        }
      }),
    );
    setReading(false);
    setRejections(rejected);
    const added = read.filter((image): image is ChosenImage => image !== null);
    if (added.length) onAdd(added);
  };

  return (
    <div className={styles.picker}>
      <div className={styles.pickerHead}>
        <label htmlFor={inputId} className={styles.pickButton} aria-disabled={disabled || full || reading}>
          {t('apply_add_images')}
        </label>
        <span className={styles.counter} data-testid="image-count">
          {t('apply_image_count', { count: images.length, max: APPLY_LIMITS.maxImages })}
        </span>
      </div>
      <input
        id={inputId}
        className={styles.fileInput}
        type="file"
        name="images"
        accept="image/png,image/jpeg,.png,.jpg,.jpeg"
        multiple
        disabled={disabled || full || reading}
        onChange={(event) => void onPick(event)}
      />
      <p className={styles.hint}>{t('apply_image_rules')}</p>
      {rejections.length > 0 && (
        <ul className={styles.rejections} role="alert" data-testid="upload-rejections">
          {rejections.map((r, i) => (
            <li key={`${r.name}-${i}`}>{t(rejectionKey(r.reason), { name: r.name, max: APPLY_LIMITS.maxImages })}</li>
          ))}
        </ul>
      )}
      {images.length > 0 && (
        <ul className={styles.thumbs} data-testid="chosen-images">
          {images.map((image) => (
            <li key={image.id} className={styles.thumb} data-testid="chosen-image">
              <img src={image.dataUrl} alt={image.name} width={72} height={72} />
              <button
                type="button"
                className={styles.remove}
                aria-label={t('apply_remove_image', { name: image.name })}
                onClick={() => onRemove(image.id)}
                disabled={disabled}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
