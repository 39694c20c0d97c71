#include "app/core/campaign/umpire_override.hpp"

#include <algorithm>
#include <cctype>

#include "app/core/common/user_error.hpp"

namespace tachanka::core {
namespace {

thread_local UmpireOverride* open = nullptr;

bool blank(const std::string& text) {
    return std::all_of(text.begin(), text.end(),
                       [](unsigned char c) { return std::isspace(c) != 0; });
}

}  // namespace

UmpireOverride::UmpireOverride(std::string reason) : reason_(std::move(reason)) {
    if (blank(reason_)) {
        throw UserError("an umpire's override needs a reason: say why the rule is set aside",
                        {"reason TEXT"});
    }
    checkTypedText(reason_, "the override's reason", true);
    outer_ = open;
    open = this;
}

UmpireOverride::~UmpireOverride() { open = outer_; }

UmpireOverride* UmpireOverride::current() { return open; }

void ruleRefuses(ActionContext& context, const RuleRefusal& refusal) {
    UmpireOverride* umpire = UmpireOverride::current();
    if (umpire == nullptr) throw UserError(refusal.line);
    auto tags = db::LedgerTags::of(model::LedgerKind::Override)
                    .because("umpire's override (" + umpire->reason() + "): " + refusal.line);
    if (refusal.sideId) tags.forSide(*refusal.sideId);
    if (refusal.unitId) tags.forUnit(*refusal.unitId);
    context.journal.note(tags);
    umpire->waive(refusal.line);
}

}  // namespace tachanka::core
