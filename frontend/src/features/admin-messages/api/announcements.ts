import type { AnnouncementDetail, AnnouncementDraft, AnnouncementPreview, AnnouncementSummary } from '@robo/domain';
import { api } from '../../../api/api';

const announcementsApi = api.injectEndpoints({
  endpoints: (build) => ({
    announcements: build.query<AnnouncementSummary[], void>({
      query: () => '/api/admin/announcements',
      providesTags: ['Announcement'],
    }),
    announcement: build.query<AnnouncementDetail, number>({
      query: (id) => ({ url: ['/api/admin/announcements', id] }),
      providesTags: ['Announcement'],
    }),
    previewAnnouncement: build.mutation<AnnouncementPreview, AnnouncementDraft>({
      query: (body) => ({ url: '/api/admin/announcements/preview', method: 'POST', body }),
    }),
    createAnnouncement: build.mutation<{ id: number }, AnnouncementDraft & { sendAt?: string }>({
      query: (body) => ({ url: '/api/admin/announcements', method: 'POST', body }),
      invalidatesTags: ['Announcement', 'Activity'],
    }),
  }),
});

export const {
  useAnnouncementsQuery,
  useAnnouncementQuery,
  usePreviewAnnouncementMutation,
  useCreateAnnouncementMutation,
} = announcementsApi;
