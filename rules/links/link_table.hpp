#pragma once
// A link table (templates/rules/links/<operational>-to-<tactical>.xml): how an Orel 1919 unit
// becomes Red Actions! units and how a tactical battle's losses go back as steps. The texts
// give no scale between them; the file says which of its readings are provisional.

#include <array>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "model/named_enum.hpp"

namespace tachanka::rules::links {

// How a fraction of a step is counted when bases go back as steps.
enum class Rounding { Down, Nearest, Up };
inline constexpr std::array<model::EnumName<Rounding>, 3> roundingNames{{
    {Rounding::Down, "down"},
    {Rounding::Nearest, "nearest"},
    {Rounding::Up, "up"},
}};

// `bases` counted in steps of `basesPerStep`, rounded as the table says (nearest: halves up).
int stepsOf(int bases, int basesPerStep, Rounding rounding);

struct TroopLink {
    std::string kind;          // the Orel unit kind: "infantry", "cavalry", ...
    std::optional<int> tqMax;  // the highest graded TQ it takes; none: any
    std::string troopType;     // the army list's troop id, or the tactical system's unit type
    std::optional<int> moraleLevel;  // a Bullets & Bolsheviks morale level (1 fanatical .. 4)
    std::optional<std::string> grade;  // a Red Flags & Iron Crosses grade ("average")
};

struct ArmyLink {
    std::string army;  // the army list's id: "soviet"
    std::vector<TroopLink> troops;
};

// What an Orel mode carries onto the table.
struct ModeLink {
    std::string mode;  // "combat", "march", "routed"
    int terror = 0;
    bool routing = false;
};

struct LinkTable {
    std::string to;  // the tactical system: "red-actions"
    bool provisional = false;
    std::string note;
    int basesPerStep = 2;
    int maxBases = 8;
    Rounding stepsLostRounding = Rounding::Nearest;
    Rounding prisonersRounding = Rounding::Down;
    int recruitsTqShift = -1;
    std::vector<ModeLink> modes;
    std::vector<ArmyLink> armies;
    std::filesystem::path file;

    // The row for this army, kind and graded TQ; nullptr when the table has none.
    const TroopLink* troop(const std::string& army, const std::string& kind, int gradedTq) const;
    const ModeLink* mode(const std::string& name) const;  // nullptr when not listed
};

// Reads and checks a link table; errors are xml::XmlError with file:line:column.
LinkTable loadLinkTable(const std::filesystem::path& file);

}  // namespace tachanka::rules::links
