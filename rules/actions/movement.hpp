#pragma once
// Movement (the Actions Table's "Movement" and "Shooting" notes): a figure's move in cm by
// who moves, difficult going counted double, a quarter move to clear each low barrier or
// fence, and half speed for a figure firing a muzzle- or breech-loaded weapon.

#include <string>

#include "rules/actions/actions_tables.hpp"

namespace tachanka::rules::actions {

enum class LoadingKind { None, Muzzle, Breech, Magazine };
inline constexpr std::array<model::EnumName<LoadingKind>, 4> loadingKindNames{{
    {LoadingKind::None, "none"},
    {LoadingKind::Muzzle, "muzzle"},
    {LoadingKind::Breech, "breech"},
    {LoadingKind::Magazine, "magazine"},
}};

struct MoveRequest {
    Mover mover = Mover::Foot;
    int difficultCm = 0;  // of the way through difficult going
    int lowBarriers = 0;  // low barriers or fences crossed
    LoadingKind weapon = LoadingKind::None;
    bool shooting = false;  // it fires this turn (a muzzle loader: after its turn loading)
};

// In cm, halves and quarters kept: a tape measure reads them.
struct MoveResult {
    double allowanceCm = 0;  // the mover's, halved when its loading asks
    double spentCm = 0;      // difficult going and barriers
    double leftCm = 0;       // open going left; negative: the move does not reach
    bool halfSpeed = false;
    bool reaches() const { return leftCm >= 0; }
};

MoveResult move(const Movement& movement, const Shooting& shooting, const MoveRequest& request);

}  // namespace tachanka::rules::actions
