#pragma once
// The Officers menu's questions: who draws tokens and from where, which officer fell and how,
// which fallen officer is replaced, and, once the draw is shown, which token is kept.

#include "app/gui/actions/form.hpp"
#include "app/gui/actions/player_dialogs.hpp"

namespace tachanka::gui {

class OfficerDrawDialog : public FormDialog {
public:
    OfficerDrawDialog(wxWindow* parent, const model::Campaign& campaign);
    core::CampaignDrawRequest request() const { return request_; }

private:
    void onSide();
    void onRank();
    bool validate() override;

    const model::Campaign& campaign_;
    wxChoice* side_;
    wxChoice* rank_;
    ListChoice* formation_;  // a long campaign's side has hundreds
    ListChoice* unit_;
    wxTextCtrl* name_;
    wxTextCtrl* dice_;
    std::vector<std::string> unitCodes_;
    core::CampaignDrawRequest request_;
};

class CasualtyDialog : public FormDialog {
public:
    CasualtyDialog(wxWindow* parent, const std::vector<core::OfficerView>& officers);
    CasualtyChoice choice() const;

private:
    std::vector<core::OfficerView> serving_;
    ListChoice* officer_;
    wxChoice* fate_;
    wxTextCtrl* reason_;
};

class ReplacementDialog : public FormDialog {
public:
    ReplacementDialog(wxWindow* parent, const std::vector<core::OfficerView>& officers);
    core::ReplacementRequest request() const { return request_; }

private:
    bool validate() override;
    std::vector<core::OfficerView> fallen_;
    ListChoice* officer_;
    wxTextCtrl* dice_;
    wxTextCtrl* reason_;
    core::ReplacementRequest request_;
};

// The drawn tokens, before anything is recorded; the player keeps one.
class TokenDialog : public wxDialog {
public:
    TokenDialog(wxWindow* parent, const DrawPreview& preview);
    std::size_t kept() const;

private:
    wxListCtrl* tokens_;
    std::size_t suggested_;
};

// "3 — Ivanov (junior, Reds, 1/Let, +1 clever, killed)"
std::string officerLabel(const core::OfficerView& officer);

}  // namespace tachanka::gui
