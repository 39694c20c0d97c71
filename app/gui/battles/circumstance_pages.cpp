#include "app/gui/battles/circumstance_pages.hpp"

namespace tachanka::gui {

const std::array<FlagText, 34> flagTexts{{
    {"senior-in-sight", "He sees the unit",
     "The senior officer sees the unit: his bonus counts within 12\" (else within 4\")",
     MoralePage, " morale rally "},
    {"personal-command", "Personal command",
     "He took personal command of the unit: his bonus instead of the junior officer's",
     MoralePage, " morale rally "},
    {"enfiladed", "Enfiladed", "Shot down the length of its line: one column right", ShotPage,
     " shoot "},
    {"speculative", "Speculative", "Area fire at where the enemy is believed to be: half strength",
     ShotPage, " shoot "},
    {"ambush", "From ambush", "A terror marker and a fear test on top of the result", ShotPage,
     " shoot "},
    {"gas", "Gas", "Gas shells: a fear test on top of the casualties", ShotPage, " shoot "},
    {"again", "Again, target still",
     "A gun's consecutive round at a target that stayed still: no +1 for each km", ShotPage,
     " shoot "},
    {"target-moving", "Target moving", "A gun firing at a vehicle on the move: 11+ or 12",
     ShotPage, " shoot "},
    {"charge-ambush", "From ambush", "No charge test; the target takes a terror marker",
     HandToHandPage, " charge "},
    {"flees", "Target flees", "Charged frontally, the target flees with a humiliated marker",
     HandToHandPage, " charge "},
    {"target-shoots", "Target shoots",
     "The target stands and shoots at the chargers: a retire or rout cancels the charge",
     HandToHandPage, " charge "},
    {"counter-charge", "Counter-charge",
     "Cavalry charged frontally by cavalry ride out to meet the chargers half-way",
     HandToHandPage, " charge "},
    {"charger-fortified", "Fortified", "The chargers behind fortifications: +50%", HandToHandPage,
     " charge combat "},
    {"charger-defending-in-cover", "In cover",
     "The chargers in cover or at a bridge, ford, breach: +25%", HandToHandPage,
     " charge combat "},
    {"charger-uphill", "Uphill", "The chargers fighting from higher ground: +25%",
     HandToHandPage, " charge combat "},
    {"defender-fortified", "Fortified", "The defenders behind fortifications: +50%",
     HandToHandPage, " charge combat "},
    {"defender-defending-in-cover", "In cover",
     "The defenders in cover or at a bridge, ford, breach: +25%", HandToHandPage,
     " charge combat "},
    {"defender-uphill", "Uphill", "The defenders fighting from higher ground: +25%",
     HandToHandPage, " charge combat "},
    {"halted", "Halted", "An enemy facing the pursuers within 2\" and able to fight halts them",
     PursuitPage, " pursue "},
    {"cornered", "Router hemmed in",
     "Terrain or friends stop the router getting away: any pursuer catches it", PursuitPage,
     " pursue "},
    {"new-turn", "Next turn now",
     "Start the next turn before every unit has had its action segment", InitiativePage,
     " initiative "},
    {"ones-end-turn", "Both 1s end the turn",
     "Option 2, if the players agree: the turn ends when both roll a 1", InitiativePage,
     " initiative "},
    {"fight", "Fight the fire",
     "Fight the building's fire instead of setting it alight: 4 puts out one marker, 5 two, 6 "
     "three",
     FieldPage, " fire "},
    {"reverse", "Reverse first",
     "Change direction before this move: only a train fully stopped may", FieldPage, " train "},
    {"tools", "Entrenching tools",
     "Proper entrenching tools: ½ column of foxholes a move instead of ¼", FieldPage, " dig "},
    {"return-fire", "Target returns fire",
     "Infantry or cavalry shot at close range fire back at once, at the same distance, with "
     "their action segment",
     ShotPage, " shoot "},
    {"hero", "Hero with unit", "Risk factor −1", HandoverPage, " handover "},
    {"in-cover", "Entirely in cover", "Risk factor −1", HandoverPage, " handover "},
    {"advancing", "Advancing", "Risk factor −1, as in cover", HandoverPage, " handover "},
    {"enemy-in-range", "Enemy in range",
     "An enemy in clear sight and within its weapons' range: risk factor +1", HandoverPage,
     " handover "},
    {"raw-in-range", "Raw, enemy in sight",
     "A Raw unit in range of any enemy unit in sight: risk factor +1", HandoverPage,
     " handover "},
    {"flank-or-rear", "Enemy on flank or rear", "In sight: risk factor +2", HandoverPage,
     " handover "},
    {"natives-near-cavalry", "Natives near cavalry",
     "Natives within 25 cm of enemy cavalry: risk factor +2", HandoverPage, " handover "},
    {"running", "Ran last turn",
     "Ran from the enemy last turn, or retreating from melee: risk factor +3 (a routing unit "
     "counts so anyway)",
     HandoverPage, " handover "},
}};

bool reads(std::string_view actions, const std::optional<std::string>& action) {
    return action && actions.find(" " + *action + " ") != std::string_view::npos;
}

CircumstancePage pageFor(const std::optional<std::string>& action) {
    if (action == "shoot") return ShotPage;
    if (action == "charge" || action == "combat") return HandToHandPage;
    if (action == "pursue") return PursuitPage;
    if (action == "initiative") return InitiativePage;
    if (action == "dig" || action == "vehicle" || action == "fire" || action == "train") {
        return FieldPage;
    }
    if (action == "handover") return HandoverPage;
    if (action == "morale" || action == "rally") return MoralePage;
    return NoPage;
}

}  // namespace tachanka::gui
