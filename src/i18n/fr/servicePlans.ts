import type { MessageTree } from '../types';

/** Service plans: their screens (every so many km, engine hours, days or months, whichever comes first). */
const servicePlans = {
  resources: {
    servicePlans: {
      name: "Plan d'entretien |||| Plans d'entretien",
      fields: {
        name: 'Nom',
        assetId: 'Véhicule',
        assetName: 'Véhicule',
        modelId: 'Modèle',
        modelName: 'Modèle',
        everyKm: 'Tous les (km)',
        dueSoonKm: 'Bientôt à faire avant (km)',
        everyEngineHours: 'Toutes les (heures moteur)',
        dueSoonEngineHours: 'Bientôt à faire avant (heures moteur)',
        everyDays: 'Tous les (jours)',
        everyMonths: 'Tous les (mois)',
        dueSoonDays: 'Bientôt à faire avant (jours)',
        updatedAt: 'Modifié',
      },
      every: { months: '%{smart_count} mois |||| %{smart_count} mois', days: '%{smart_count} jour |||| %{smart_count} jours' },
      sections: { about: 'Plan', intervals: 'Intervalles, le premier atteint' },
      help: { assetOrModel: "Un véhicule, ou tous les véhicules d'un modèle." },
      validation: {
        assetOrModel: 'Choisissez un véhicule ou un modèle.',
        interval: 'Indiquez au moins un intervalle : km, heures moteur, jours ou mois.',
        daysOrMonths: 'Comptez le calendrier en jours ou en mois, pas les deux.',
      },
    },
  },
} satisfies MessageTree;

export default servicePlans;
