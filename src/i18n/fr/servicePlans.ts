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
      remaining: {
        left: {
          km: 'Encore %{value} km',
          hours: 'Encore %{value} heures moteur',
          days: 'Encore %{smart_count} jour |||| Encore %{smart_count} jours',
        },
        over: {
          km: 'En retard de %{value} km',
          hours: 'En retard de %{value} heures moteur',
          days: 'En retard de %{smart_count} jour |||| En retard de %{smart_count} jours',
        },
      },
      states: {
        ok: 'À jour',
        dueSoon: 'Bientôt à faire',
        overdue: 'En retard',
      },
      record: {
        action: "Enregistrer l'entretien",
        title: 'Enregistrer un entretien de %{plan}',
        servicedOn: "Date de l'entretien",
        odometerKm: 'Compteur (km)',
        engineHours: 'Heures moteur',
        cost: 'Coût',
        notes: 'Remarques',
        saved: 'Entretien enregistré : les compteurs repartent de lui.',
      },
      asset: {
        title: "Plans d'entretien",
        none: "Aucun plan d'entretien ne couvre ce véhicule.",
      },
      records: {
        title: 'Entretiens faits',
        none: "Aucun entretien enregistré pour l'instant.",
        servicedOn: "Date de l'entretien",
        planName: 'Plan',
        odometerKm: 'Compteur (km)',
        engineHours: 'Heures moteur',
        cost: 'Coût',
        notes: 'Remarques',
        recordedBy: 'Enregistré par',
        actions: 'Actions',
        edit: "Modifier l'entretien %{name}",
        delete: "Supprimer l'entretien %{name}",
        saved: 'Entretien corrigé : le plan est réévalué.',
        deleted: "Entretien supprimé : les compteurs repartent de l'entretien précédent.",
        confirmTitle: "Supprimer l'entretien %{name} ?",
        confirmContent: "Les compteurs du plan repartiront de l'entretien précédent, ou du début du plan.",
      },
      dashboard: {
        title: 'Entretiens à faire',
        none: "Aucun entretien n'est à faire.",
        all: "Tous les plans d'entretien",
      },
      validation: {
        assetOrModel: 'Choisissez un véhicule ou un modèle.',
        interval: 'Indiquez au moins un intervalle : km, heures moteur, jours ou mois.',
        daysOrMonths: 'Comptez le calendrier en jours ou en mois, pas les deux.',
      },
    },
  },
} satisfies MessageTree;

export default servicePlans;
