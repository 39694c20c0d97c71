#include "rules/actions/movement.hpp"

#include <algorithm>
#include <cctype>
#include <stdexcept>

namespace tachanka::rules::actions {
namespace {

// The loading note for a weapon: the table's kind whose first word names it ("Muzzle loaded").
const Loading& loadingOf(const Shooting& shooting, LoadingKind weapon) {
    const std::string word(model::nameOf(loadingKindNames, weapon));
    for (const auto& loading : shooting.loading) {
        if (loading.kind.size() >= word.size() &&
            std::equal(word.begin(), word.end(), loading.kind.begin(),
                       [](char a, char b) { return a == std::tolower(static_cast<unsigned char>(b)); })) {
            return loading;
        }
    }
    throw std::invalid_argument("the shooting notes give no " + word + " loading");
}

}  // namespace

MoveResult move(const Movement& movement, const Shooting& shooting, const MoveRequest& request) {
    const MoveAllowance* allowance = nullptr;
    for (const auto& entry : movement.allowances) {
        if (entry.mover == request.mover) allowance = &entry;
    }
    if (allowance == nullptr) throw std::invalid_argument("the movement notes give no such mover");
    if (request.difficultCm < 0 || request.lowBarriers < 0) {
        throw std::invalid_argument("distances and barriers cannot be negative");
    }
    MoveResult result;
    result.halfSpeed = request.shooting && request.weapon != LoadingKind::None &&
                       !loadingOf(shooting, request.weapon).fullSpeed;
    result.allowanceCm = result.halfSpeed ? allowance->cm / 2.0 : allowance->cm;
    result.spentCm = request.difficultCm * movement.difficultGoingFactor +
                     request.lowBarriers * result.allowanceCm * movement.lowBarrierQuarters / 4.0;
    result.leftCm = result.allowanceCm - result.spentCm;
    return result;
}

}  // namespace tachanka::rules::actions
